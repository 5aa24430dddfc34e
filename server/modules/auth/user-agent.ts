/** Browser and OS names for the login log and the online-user list; a rough reading is enough. */
export function describeAgent(ua: string | undefined): { browser: string; os: string } {
  const s = ua ?? '';
  const browser =
    /Edg\/(\d+)/.exec(s)?.[0].replace('Edg/', 'Edge ') ??
    /Chrome\/(\d+)/.exec(s)?.[0].replace('/', ' ') ??
    /Firefox\/(\d+)/.exec(s)?.[0].replace('/', ' ') ??
    (/Safari\//.test(s) ? 'Safari' : s ? s.split(/[ /]/)[0].slice(0, 50) : 'Unknown');
  const os = /Android/.test(s)
    ? 'Android'
    : /iPhone|iPad/.test(s)
      ? 'iOS'
      : /Windows/.test(s)
        ? 'Windows'
        : /Mac OS X/.test(s)
          ? 'macOS'
          : /Linux/.test(s)
            ? 'Linux'
            : 'Unknown';
  return { browser, os };
}
