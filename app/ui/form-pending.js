// See SubmitButton.tsx. Disabled only after the browser has read the form (a disabled submitter
// would be left out of it), and not when a script of the page took the submission over.
document.addEventListener("submit", (event) => {
  const button = event.submitter;
  if (!(button instanceof HTMLButtonElement) || !button.dataset.pendingLabel) return;
  setTimeout(() => {
    if (event.defaultPrevented) return;
    button.dataset.label = button.textContent;
    button.textContent = button.dataset.pendingLabel;
    button.disabled = true;
  });
});
// Back to a page the browser kept: its buttons read as before.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const button of document.querySelectorAll("button[data-label]")) {
    button.textContent = button.dataset.label;
    button.disabled = false;
    delete button.dataset.label;
  }
});
