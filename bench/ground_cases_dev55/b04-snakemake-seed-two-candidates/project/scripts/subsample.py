"""Draw one bootstrap subsample of cells, stratified by donor."""
import numpy as np
import scanpy as sc

rep = int(snakemake.wildcards.rep)
rng = np.random.default_rng(snakemake.params.seed + rep)
fraction = snakemake.params.fraction

adata = sc.read_h5ad(snakemake.input[0], backed="r")
obs = adata.obs

chosen = []
for donor in sorted(obs["donor"].unique()):
    in_donor = obs["donor"] == donor
    cells = list(set(obs.index[in_donor]))
    n = int(round(fraction * len(cells)))
    chosen.extend(rng.choice(cells, size=n, replace=False))

chosen = np.asarray(chosen)
with open(snakemake.output[0], "w") as fh:
    fh.write("\n".join(chosen) + "\n")
print(f"rep {rep}: {len(chosen)} of {obs.shape[0]} cells")

# the subsample must not drop a cell type entirely, or ARI is meaningless
labels = obs.loc[chosen, "cell_type"]
missing = set(obs["cell_type"].unique()) - set(labels.unique())
if missing:
    raise SystemExit(f"rep {rep}: cell types lost in subsample: {sorted(missing)}")
per_type = labels.value_counts()
print(f"smallest cell type: {per_type.idxmin()} ({per_type.min()} cells)")
assert len(set(chosen)) == len(chosen), "duplicate cells in subsample"
adata.file.close()
