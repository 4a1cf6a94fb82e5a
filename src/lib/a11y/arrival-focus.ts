/**
 * Where the focus goes when the console opens after signing in. The sign-in form that held it is gone,
 * and the browser would leave it on the document (the next Tab starting wherever the form had been),
 * so the layout moves it to the page's main content instead. Set by the sign-in page, taken once by
 * the layout; a reload or a deep link leaves the focus where the browser puts it.
 */
let arrivedBySignIn = false;

export function markSignedInArrival(): void {
  arrivedBySignIn = true;
}

/** True once after markSignedInArrival. */
export function takeSignedInArrival(): boolean {
  const arrived = arrivedBySignIn;
  arrivedBySignIn = false;
  return arrived;
}
