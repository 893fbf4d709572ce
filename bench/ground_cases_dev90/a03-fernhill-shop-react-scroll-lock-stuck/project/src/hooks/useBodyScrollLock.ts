import { useEffect } from "react";

/** Prevents the page behind an overlay from scrolling while `locked` is true. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    body.style.overflow = "hidden";
    const previous = body.style.overflow;
    body.style.touchAction = "none";
    return () => {
      body.style.overflow = previous;
      body.style.touchAction = "";
    };
  }, [locked]);
}
