/** Pages drawn without the console frame (router.tsx): the login, the phone area, the drivers' pages. */
export const OUTSIDE_THE_FRAME = /\/src\/pages\/(login|register|mobile|public|error)\//;
