import { useEffect, useRef } from 'react'

export default function ConfirmDialog({ open, title, children, onConfirm, onCancel }) {
  const cancelRef = useRef(null)
  const previousFocus = useRef(null)

  useEffect(() => {
    if (open) cancelRef.current?.focus()
  }, [open])

  useEffect(() => {
    if (open) {
      previousFocus.current = document.activeElement
    } else if (previousFocus.current) {
      previousFocus.current.focus()
      previousFocus.current = null
    }
  }, [open])

  if (!open) return null

  return (
    <div className="dialog-mask">
      <div role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" className="dialog">
        <h2 id="confirm-title">{title}</h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">
          <button type="button" ref={cancelRef} onClick={onCancel}>
            取消
          </button>
          <button type="button" className="danger" onClick={onConfirm}>
            确定
          </button>
        </div>
      </div>
    </div>
  )
}
