using HDF5

"""Write the final lattice and summary statistics of one run to `path`."""
function write_results(path::AbstractString, res)
    h5open(path, "w") do f
        f["lattice"] = res.lattice
        attrs(f)["L"] = res.L
        attrs(f)["T"] = res.T
        attrs(f)["seed"] = res.seed
        attrs(f)["nthreads"] = Threads.nthreads()
        attrs(f)["julia_version"] = string(VERSION)
        f["series/energy"] = res.energy
        f["series/magnetization"] = res.magnetization
        attrs(f["series/energy"])["measure_every"] = 10
        f["summary/energy_mean"] = mean(res.energy)
        f["summary/magnetization_mean"] = mean(res.magnetization)
        f["summary/binder"] = binder(res.magnetization)
        f["summary/tau_int_energy"] = tau_int(res.energy)
    end
    return path
end

"""Read back the summary of one run as a NamedTuple (used by the analysis notebooks)."""
function read_summary(path::AbstractString)
    h5open(path, "r") do f
        a = attrs(f)
        return (L = a["L"], T = a["T"], seed = a["seed"], nthreads = a["nthreads"],
                julia_version = a["julia_version"],
                energy = read(f["summary/energy_mean"]),
                magnetization = read(f["summary/magnetization_mean"]),
                binder = read(f["summary/binder"]))
    end
end
