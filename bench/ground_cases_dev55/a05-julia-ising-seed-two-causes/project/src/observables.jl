"""Energy per site, -J/N * sum over bonds (each bond counted once)."""
function energy_per_site(s::AbstractMatrix{Int8})
    L = size(s, 1)
    E = 0
    for j in 1:L, i in 1:L
        E -= Int(s[i, j]) * (Int(s[down(i, L), j]) + Int(s[i, down(j, L)]))
    end
    return E / L^2
end

"""Absolute magnetization per site."""
magnetization(s::AbstractMatrix{Int8}) = abs(sum(Int, s)) / length(s)

"""Binder cumulant U4 = 1 - <m^4> / (3 <m^2>^2) from a magnetization series."""
function binder(m::AbstractVector{<:Real})
    m2 = mean(x -> x^2, m)
    m4 = mean(x -> x^4, m)
    return 1 - m4 / (3 * m2^2)
end

"""Integrated autocorrelation time with automatic windowing (Sokal), c = 6."""
function tau_int(x::AbstractVector{<:Real}; c::Real = 6)
    n = length(x)
    xm = x .- mean(x)
    var0 = sum(abs2, xm) / n
    tau = 0.5
    for t in 1:n-1
        rho = sum(xm[1:n-t] .* xm[1+t:n]) / ((n - t) * var0)
        tau += rho
        t >= c * tau && break
    end
    return tau
end
