/** How long the blob: address lives after the click that saves it (the browser has taken the file by then). */
const revokeAfterMs = 1000;

/** Saves a file the page holds under the given name, as a download link the user clicked would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
