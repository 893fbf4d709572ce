"""Cluster one subsample in PCA space with k-means and compare with the reference labels."""
import numpy as np
import pandas as pd
import scanpy as sc
from sklearn.cluster import KMeans
from sklearn.metrics import adjusted_rand_score

k = int(snakemake.wildcards.k)
rep = int(snakemake.wildcards.rep)

adata = sc.read_h5ad(snakemake.input.h5ad)
cells = pd.read_csv(snakemake.input.cells, header=None)[0].to_numpy()
sub = adata[cells]
X = sub.obsm["X_pca"]

km = KMeans(n_clusters=k, n_init=10)
labels = km.fit_predict(X)

ari = adjusted_rand_score(sub.obs["cell_type"], labels)
out = pd.DataFrame({"cell": cells, "cluster": labels})
out.attrs["ari"] = ari
out.to_csv(snakemake.output[0], sep="\t", index=False)
with open(snakemake.output[0], "a") as fh:
    fh.write(f"# ari\t{ari:.6f}\n")
print(f"rep {rep} k {k}: ARI {ari:.4f}, inertia {km.inertia_:.1f}")

# per-cluster purity for the supplementary table
ct = pd.crosstab(labels, sub.obs["cell_type"].to_numpy())
purity = (ct.max(axis=1) / ct.sum(axis=1)).round(3)
print("purity:", ", ".join(f"{c}:{v}" for c, v in purity.items()))
if np.isnan(ari):
    raise SystemExit("ARI is NaN: check the reference labels")
