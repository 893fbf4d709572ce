# Observables from a chain of per-site energies and magnetisations.

energy_per_site(E::AbstractVector) = mean(E)
magnetization_per_site(M::AbstractVector) = mean(M)

"""
    specific_heat(E, T, L)

C = L² (⟨e²⟩ - ⟨e⟩²) / T² per site, from per-site energies e.
"""
specific_heat(E::AbstractVector, T::Real, L::Integer) = L^2 * var(E; corrected=false) / T^2

"""
    binder(M)

Binder cumulant U = 1 - ⟨m⁴⟩ / (3⟨m²⟩²).
"""
binder(M::AbstractVector) = 1 - mean(M .^ 4) / (3 * mean(M .^ 2)^2)

"""
    blocking_error(x; n_blocks=32)

Standard error of the mean of a correlated series by blocking.
"""
function blocking_error(x::AbstractVector; n_blocks::Int=32)
    b = length(x) ÷ n_blocks
    means = [mean(@view x[(k - 1) * b + 1:k * b]) for k in 1:n_blocks]
    return std(means) / sqrt(n_blocks)
end

"""
    integrated_autocorr(x; window=1000)

Integrated autocorrelation time τ_int = 1/2 + Σ_t ρ(t), summed up to `window`.
"""
function integrated_autocorr(x::AbstractVector; window::Int=1000)
    μ, σ2, n = mean(x), var(x; corrected=false), length(x)
    τ = 0.5
    for t in 1:min(window, n - 1)
        ρ = sum((x[k] - μ) * (x[k + t] - μ) for k in 1:n - t) / ((n - t) * σ2)
        ρ < 0.05 && break
        τ += ρ
    end
    return τ
end
