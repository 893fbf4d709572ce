% RUN_ALL  Simulate the rod, compare with the thermocouples, write Fig. 4.
clear; close all;
P = params();
G = make_grid(P);
[t, T] = solve_heat(P, G);

D = csvread('data/tc_run3.csv', 1, 0);
rmse = zeros(1, 3);
for q = 1:3
  tms = [10 30 60];
  tm = tms(q);
  [~, it] = min(abs(t - 60 * tm));
  [~, ie] = min(abs(D(:, 1) - 60 * tm));
  rmse(q) = sqrt(mean((T(G.tc_idx, it)' - 273.15 - D(ie, 2:end)).^2));
end
fprintf('RMSE vs thermocouples at 10/30/60 min: %.2f / %.2f / %.2f K\n', rmse);

if any(rmse > 3 * P.tc_err_K)
  warning('run_all:rmse', 'model and thermocouples differ by more than 3 x TC accuracy');
end

% table for the supplement: simulated vs measured at the three times
fid = fopen('figures/table_s2.csv', 'w');
fprintf(fid, 't_min,rmse_K\n');
fprintf(fid, '%d,%.2f\n', [[10 30 60]; rmse]);
fclose(fid);

plot_profile(P, G, t, T, 'data/tc_run3.csv');
print('-dpdf', '-painters', 'figures/fig4.pdf');
disp('run_all: done');
