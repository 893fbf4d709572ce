# %% [markdown]
# # 清洗用户数据

# %%
import pandas as pd

from analysis.load import load_users

users = load_users("data/users.parquet")
users["signup_date"] = pd.to_datetime(users["signup_date"])

# %%
active = users[users["status"] == "active"]
active["tenure_months"] = (pd.Timestamp("2025-03-01") - active["signup_date"]).dt.days // 30

# %%
active.to_parquet("data/active_users.parquet")
print(active["tenure_months"].describe())
