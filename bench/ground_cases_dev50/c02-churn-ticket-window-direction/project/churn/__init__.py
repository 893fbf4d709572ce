"""Churn model: features, training and evaluation."""
