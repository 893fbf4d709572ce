%MAKE_ALL  Rebuild every figure and table of the paper from the measurements.
clear; close all;
if exist('OCTAVE_VERSION', 'builtin')
    pkg load signal
end
p = params();
sys = build_beam(p);
meas = load_measurement(fullfile('data', 'tip_frf_run3.csv'));
if ~exist('figures', 'dir')
    mkdir('figures');
end
plot_fig2(sys, meas, fullfile('figures', 'fig2_frf.pdf'));
fprintf('wrote figures/fig2_frf.pdf\n');
T = peak_table(sys, meas);
disp(T);
writetable(T, fullfile('figures', 'table3.csv'));
fprintf('wrote figures/table3.csv\n');
