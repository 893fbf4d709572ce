function [w, H] = compute_frf(sys, wmax, nw)
%COMPUTE_FRF  Tip receptance of the FE cantilever.
%   [w, H] = compute_frf(sys, wmax, nw) evaluates H(w) = x_tip / F_tip on
%   w = linspace(0, wmax, nw).
%
%   w    angular frequency (rad/s), column vector
%   H    complex receptance (m/N), column vector
%
%   sys  struct from build_beam (M, K, C, tip)
if nargin < 3
    nw = 4000;
end
w = linspace(0, wmax, nw).';
n = size(sys.M, 1);
f = zeros(n, 1);
f(sys.tip) = 1;
H = zeros(nw, 1);
for i = 1:nw
    Z = sys.K - w(i)^2 * sys.M + 1i * w(i) * sys.C;
    x = Z \ f;
    H(i) = x(sys.tip);
end
% the static point (w = 0) is exact; check it against the beam formula
p = params();
static = p.L^3 / (3 * p.E * p.I);
if abs(abs(H(1)) - static) / static > 1e-3
    warning('compute_frf:static', 'static receptance off by %.2g', ...
            abs(abs(H(1)) - static) / static);
end
end
