/**
 * The API key of the signed-in user. It lives only in this tab's sessionStorage (gone when the tab
 * closes) and in the Service-API-Key header of the requests; never in a URL, a cookie or localStorage.
 */
const KEY_NAME = "answerlens.apiKey";

export function storedKey() {
  return sessionStorage.getItem(KEY_NAME);
}

export function storeKey(key) {
  sessionStorage.setItem(KEY_NAME, key);
}

export function forgetKey() {
  sessionStorage.removeItem(KEY_NAME);
}
