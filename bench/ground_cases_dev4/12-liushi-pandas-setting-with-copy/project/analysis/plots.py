import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams["font.sans-serif"] = ["Noto Sans CJK SC"]

active = pd.read_parquet("data/active_users.parquet")
ax = active["tenure_months"].plot.hist(bins=24)
ax.set_title("Tenure distribution")
plt.savefig("out/tenure.png")
