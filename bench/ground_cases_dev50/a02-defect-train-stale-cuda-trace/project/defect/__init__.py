"""Surface defect classifier."""
