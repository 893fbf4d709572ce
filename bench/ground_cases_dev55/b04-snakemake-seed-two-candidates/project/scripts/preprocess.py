"""Normalise, log-transform, select HVGs and compute PCA once for all replicates."""
import scanpy as sc

adata = sc.read_h5ad(snakemake.input[0])
sc.settings.n_jobs = snakemake.threads

sc.pp.normalize_total(adata, target_sum=1e4)
sc.pp.log1p(adata)
sc.pp.highly_variable_genes(adata, n_top_genes=3000, flavor="seurat")
adata = adata[:, adata.var["highly_variable"]].copy()
sc.pp.scale(adata, max_value=10)
sc.tl.pca(adata, n_comps=snakemake.config["n_pcs"], svd_solver="arpack", random_state=0)

# keep only what the later rules need
adata.obs = adata.obs[["cell_type", "donor", "batch"]]
adata.write_h5ad(snakemake.output[0], compression="gzip")
print(f"{adata.n_obs} cells x {adata.n_vars} HVGs, PCA {adata.obsm['X_pca'].shape[1]} comps")

# sanity checks that have bitten us before
assert adata.obs_names.is_unique, "duplicate cell barcodes"
assert not adata.obs["cell_type"].isna().any(), "cells without a reference label"
assert adata.obsm["X_pca"].shape[0] == adata.n_obs
n_donors = adata.obs["donor"].nunique()
print(f"{n_donors} donors, {adata.obs['batch'].nunique()} batches")
for donor, n in adata.obs["donor"].value_counts().sort_index().items():
    print(f"  {donor}: {n} cells")
if n_donors < 3:
    raise SystemExit("need at least 3 donors for the stratified subsampling")
del adata
