# %%
import pandas as pd

users = pd.read_parquet("data/users.parquet")
users.loc[users["status"] == "churned", "churn_month"] = users["updated_at"].dt.to_period("M")

# %%
by_month = users.groupby("churn_month")["id"].count()
print(by_month.tail(6))
