# Exported from notebooks/eda.ipynb
# %%
import matplotlib.pyplot as plt
import pandas as pd

from src.data import load_config, load_dataset
from src.features import add_ratio_features

cfg = load_config()
df = add_ratio_features(load_dataset(cfg["data_path"]))
print(df.shape)
print(df[cfg["target"]].mean())

# %% default rate by occupation
by_occupation = df.groupby("occupation", observed=True)[cfg["target"]].agg(["mean", "count"]).sort_values("mean")
print(by_occupation.tail(10))

# %% default rate by region and employer type
by_region = df.pivot_table(index="region", columns="employer_type", values=cfg["target"], aggfunc="mean", observed=True)
print(by_region.round(3))

# %% utilization buckets
df["util_bucket"] = pd.cut(df["utilization"], [0, 0.3, 0.6, 0.9, 1.2, float("inf")])
print(df.groupby("util_bucket", observed=True)[cfg["target"]].mean())

# %% correlations between the numeric features
print(df[cfg["numeric"] + ["debt_to_income", "utilization"]].corr().round(2))

# %% employment length
print(df["months_employed"].describe())
print((df["months_employed"] < 6).mean())

# %% income distribution
df["annual_income"].clip(upper=20_000_000).hist(bins=50)
plt.title("annual income")
plt.savefig("eda_income.png")
