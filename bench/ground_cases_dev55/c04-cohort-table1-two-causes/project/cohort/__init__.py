"""Jiangnan Cardiometabolic Cohort: cleaning, eligibility and Table 1."""
