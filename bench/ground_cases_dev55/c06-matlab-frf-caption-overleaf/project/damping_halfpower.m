function zeta = damping_halfpower(f, A)
%DAMPING_HALFPOWER  Modal damping ratio from the half-power (-3 dB) bandwidth.
%   zeta = damping_halfpower(f, A) for one resonance peak of the magnitude A
%   sampled at frequencies f (any unit: the ratio is dimensionless).
[Apk, ipk] = max(A);
half = Apk / sqrt(2);
lo = find(A(1:ipk) < half, 1, 'last');
hi = ipk - 1 + find(A(ipk:end) < half, 1, 'first');
if isempty(lo) || isempty(hi)
    zeta = NaN;
    return
end
% linear interpolation of the two -3 dB crossings
f1 = interp1(A(lo:lo + 1), f(lo:lo + 1), half);
f2 = interp1(A(hi - 1:hi), f(hi - 1:hi), half);
zeta = (f2 - f1) / (2 * f(ipk));
end
