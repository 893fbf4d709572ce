"""Classification metrics on numpy arrays of class indices."""
from __future__ import annotations

import numpy as np


def accuracy(y_true: np.ndarray, y_pred: np.ndarray) -> float:
    return float((y_true == y_pred).mean()) if len(y_true) else 0.0


def confusion(y_true: np.ndarray, y_pred: np.ndarray, num_classes: int) -> np.ndarray:
    """Rows are true classes, columns predicted."""
    idx = y_true.astype(np.int64) * num_classes + y_pred.astype(np.int64)
    return np.bincount(idx, minlength=num_classes * num_classes).reshape(num_classes, num_classes)


def precision_recall(cm: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    tp = np.diag(cm).astype(float)
    predicted = cm.sum(axis=0)
    actual = cm.sum(axis=1)
    precision = np.divide(tp, predicted, out=np.zeros_like(tp), where=predicted > 0)
    recall = np.divide(tp, actual, out=np.zeros_like(tp), where=actual > 0)
    return precision, recall


def per_class_f1(y_true: np.ndarray, y_pred: np.ndarray, num_classes: int) -> np.ndarray:
    precision, recall = precision_recall(confusion(y_true, y_pred, num_classes))
    denom = precision + recall
    return np.divide(2 * precision * recall, denom, out=np.zeros_like(denom), where=denom > 0)


def format_confusion(cm: np.ndarray, names: list[str]) -> str:
    width = max(len(n) for n in names) + 2
    head = " " * width + "".join(n.rjust(width) for n in names)
    rows = [names[i].ljust(width) + "".join(str(v).rjust(width) for v in cm[i]) for i in range(len(names))]
    return "\n".join([head, *rows])
