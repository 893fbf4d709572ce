# Usage: julia --project=. scripts/run_nve.jl config/nve.toml [--steps N]
using LJMD, Printf, Random, TOML

cfg = TOML.parsefile(ARGS[1])
nsteps = length(ARGS) >= 3 && ARGS[2] == "--steps" ? parse(Int, ARGS[3]) : cfg["nsteps"]
rng = Xoshiro(cfg["seed"])

pos, L = fcc_lattice(cfg["n_cells_fcc"], cfg["density"])
vel = maxwell_velocities(size(pos, 2), cfg["temperature"], rng)
rc, dt = cfg["rc"], cfg["dt"]
cl = CellList(L, rc, size(pos, 2); skin=get(cfg, "skin", 0.3))
s = State(pos, vel, L, cl, rc)
e0 = total_energy(s, cl, rc)

mkpath(dirname(cfg["thermo_file"]))
open(cfg["thermo_file"], "w") do th
    open(cfg["xyz_file"], "w") do xyz
        run!(s, cl, nsteps, dt, rc; thermo_every=cfg["thermo_every"], dump_every=cfg["dump_every"],
             io_thermo=th, io_xyz=xyz)
    end
end

e1 = total_energy(s, cl, rc)
N = size(pos, 2)
@printf("N = %d  L = %.4f  steps = %d\n", N, L, nsteps)
@printf("E/N start = %.6f  end = %.6f  rel. drift = %.2e\n", e0 / N, e1 / N, abs(e1 - e0) / abs(e0))

# one line per run, appended, so that drift can be compared across dt and commits
open(joinpath(dirname(cfg["thermo_file"]), "runs.tsv"), "a") do io
    @printf(io, "%s\t%d\t%.4f\t%.4f\t%d\t%.6e\n", basename(ARGS[1]), N, dt, rc, nsteps,
            abs(e1 - e0) / abs(e0))
end
