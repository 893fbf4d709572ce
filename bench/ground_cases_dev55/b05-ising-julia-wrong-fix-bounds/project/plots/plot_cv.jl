# Specific heat per site vs T for several L, with the exact infinite-lattice Tc.
using DelimitedFiles
using Plots

using IsingMC: TC_ONSAGER
Tc = TC_ONSAGER
plt = plot(xlabel="T / J", ylabel="C / N", legend=:topright, size=(340, 260),
           framestyle=:box, grid=false, fontfamily="Computer Modern")
for L in (16, 32, 64)
    file = "data/scan_L$(L).csv"
    isfile(file) || continue
    d = readdlm(file, ','; skipstart=1)
    plot!(plt, d[:, 1], d[:, 5]; marker=:circle, ms=2.5, lw=1, label="L = $L")
end
vline!(plt, [Tc]; ls=:dash, color=:gray, label="")
xlims!(plt, 2.0, 2.6)
savefig(plt, "figures/cv_vs_T.pdf")
println("wrote figures/cv_vs_T.pdf")

# Binder cumulant crossing (Fig. S2): curves for different L cross near Tc
plt_u = plot(xlabel="T / J", ylabel="U_L", legend=:bottomleft, size=(340, 260),
             framestyle=:box, grid=false, fontfamily="Computer Modern")
for L in (16, 32, 64)
    file = "data/scan_L$(L).csv"
    isfile(file) || continue
    d = readdlm(file, ','; skipstart=1)
    plot!(plt_u, d[:, 1], d[:, 6]; marker=:square, ms=2, lw=1, label="L = $L")
end
vline!(plt_u, [Tc]; ls=:dash, color=:gray, label="")
hline!(plt_u, [2 / 3]; ls=:dot, color=:gray, label="")
savefig(plt_u, "figures/binder_vs_T.pdf")
println("wrote figures/binder_vs_T.pdf")
