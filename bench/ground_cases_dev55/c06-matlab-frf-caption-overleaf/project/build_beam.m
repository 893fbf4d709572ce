function sys = build_beam(p)
%BUILD_BEAM  Euler-Bernoulli cantilever: mass, stiffness, damping matrices.
%   sys = build_beam(p) assembles p.nel Hermite beam elements, clamps node 1
%   and returns sys.M, sys.K, sys.C and sys.tip (index of the tip deflection).
le = p.L / p.nel;
ke = p.E * p.I / le^3 * [ 12     6*le    -12     6*le;
                          6*le   4*le^2  -6*le   2*le^2;
                         -12    -6*le     12    -6*le;
                          6*le   2*le^2  -6*le   4*le^2];
me = p.rho * p.A * le / 420 * [ 156    22*le    54    -13*le;
                                22*le  4*le^2   13*le -3*le^2;
                                54     13*le    156   -22*le;
                               -13*le -3*le^2  -22*le  4*le^2];
ndof = 2 * (p.nel + 1);
M = zeros(ndof); K = zeros(ndof);
for e = 1:p.nel
    idx = 2*e-1 : 2*e+2;
    M(idx, idx) = M(idx, idx) + me;
    K(idx, idx) = K(idx, idx) + ke;
end
free = 3:ndof;                       % clamp w and theta at node 1
M = M(free, free); K = K(free, free);
% Rayleigh damping fitted to the measured zeta of modes 1 and 2
[~, D] = eig(K, M);
wn = sqrt(sort(diag(D)));
A = 0.5 * [1/wn(1) wn(1); 1/wn(2) wn(2)];
ab = A \ p.zeta(1:2).';
sys.M = M; sys.K = K; sys.C = ab(1) * M + ab(2) * K;
sys.tip = size(M, 1) - 1;             % deflection dof of the last node
sys.wn = wn;                          % natural frequencies (rad/s)
end
