% TEST_SOLVER  Quick checks of the FTCS solver (run: octave --eval test_solver)
P = params();
P.h_conv = 0;            % no surface loss: pure conduction
P.t_end = 1e6;           % long enough to reach steady state
P.dt = 2;
P.save_every = 1e5;
G = make_grid(P);
[~, T] = solve_heat(P, G);
% insulated end, no loss: the whole rod must reach T_hot
assert(max(abs(T(:, end) - P.T_hot)) < 1e-3, 'steady state without losses is not uniform');

P = params();
G = make_grid(P);
[t, T] = solve_heat(P, G);
assert(all(T(:) >= P.T_amb - 1e-9), 'temperature below ambient');
assert(all(T(:) <= P.T_hot + 1e-9), 'temperature above the heater');
assert(all(diff(T(:, end)) <= 1e-9), 'profile must decrease away from the heater');
disp('test_solver: all checks passed');
