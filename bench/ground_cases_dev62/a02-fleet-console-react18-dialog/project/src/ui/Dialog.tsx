import React from "react";
import ReactDOM from "react-dom";

type DialogOptions = {
  title: string;
  body: React.ReactNode;
  confirmLabel?: string;
};

/**
 * Imperative confirm dialog: renders into its own container outside the app tree
 * and resolves with the user's choice.
 */
export function confirmDialog({ title, body, confirmLabel = "OK" }: DialogOptions): Promise<boolean> {
  const host = document.createElement("div");
  host.className = "dialog-host";
  document.body.appendChild(host);

  return new Promise((resolve) => {
    const close = (result: boolean) => {
      ReactDOM.unmountComponentAtNode(host);
      host.remove();
      resolve(result);
    };

    ReactDOM.render(
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <div className="dialog__body">{body}</div>
        <footer>
          <button onClick={() => close(false)}>Cancel</button>
          <button className="primary" onClick={() => close(true)}>{confirmLabel}</button>
        </footer>
      </div>,
      host
    );
  });
}
