import numpy as np

from defect.metrics import accuracy, confusion, per_class_f1, precision_recall


def test_accuracy():
    assert accuracy(np.array([0, 1, 2, 2]), np.array([0, 1, 1, 2])) == 0.75


def test_confusion_rows_are_true_classes():
    cm = confusion(np.array([0, 0, 1, 2]), np.array([0, 1, 1, 2]), 3)
    assert cm.tolist() == [[1, 1, 0], [0, 1, 0], [0, 0, 1]]


def test_precision_recall_no_division_by_zero():
    cm = np.array([[2, 0, 0], [1, 0, 0], [0, 0, 0]])
    precision, recall = precision_recall(cm)
    assert precision.tolist() == [2 / 3, 0.0, 0.0]
    assert recall.tolist() == [1.0, 0.0, 0.0]


def test_per_class_f1():
    f1 = per_class_f1(np.array([0, 0, 1, 2]), np.array([0, 1, 1, 2]), 3)
    assert np.allclose(f1, [2 / 3, 2 / 3, 1.0])
