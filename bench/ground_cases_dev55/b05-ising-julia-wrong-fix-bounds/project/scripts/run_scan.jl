# Temperature scan for one lattice size: julia --project scripts/run_scan.jl L
using IsingMC
using DelimitedFiles
using Printf

L = parse(Int, ARGS[1])
temps = collect(range(1.8, 3.0; step=0.05))
rows = Matrix{Float64}(undef, length(temps), 6)

Threads.@threads for k in eachindex(temps)
    T = temps[k]
    E, M = run_chain(L, T; n_therm=20_000, n_meas=200_000, seed=1000 + k)
    e = energy_per_site(E)
    rows[k, :] = [T, e, IsingMC.blocking_error(E), magnetization_per_site(M),
                  specific_heat(E, T, L), binder(M)]
    @printf("L=%d T=%.3f e=%.5f m=%.4f C=%.4f\n", L, T, e, rows[k, 4], rows[k, 5])
end

mkpath("data")
open("data/scan_L$(L).csv", "w") do io
    println(io, "T,e,e_err,m,C,U")
    writedlm(io, rows, ',')
end
println("wrote data/scan_L$(L).csv")
