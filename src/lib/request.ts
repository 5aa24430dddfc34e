// The API client in five parts: the axios instance, the envelope rules ({code,msg} answers), the
// re-login prompt of an expired session, the lock screen of a locked one, and downloads. Callers
// import them from here.
export { BASE_API, request, service, tansParams, type RequestConfig } from './request-instance';
export { ERROR_DURATION_SECONDS, RequestError, checkLastLine } from './request-envelope';
export { onSessionEnd, resetReloginPrompt } from './request-relogin';
export { onSessionLocked } from './request-locked';
export { download, downloadFile, saveBlob, type DownloadOptions } from './request-download';
