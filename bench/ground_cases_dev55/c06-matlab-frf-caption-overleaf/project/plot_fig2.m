function plot_fig2(sys, meas, outfile)
%PLOT_FIG2  Fig. 2: measured and FE tip receptance of the cantilever, modes 1-3.
%   plot_fig2(sys, meas, outfile) draws |H| of the FE model (line) and of the
%   hammer test (dots) on a log scale, marks the FE natural frequencies with
%   dotted lines and prints the figure to outfile as PDF.
%
%   sys      struct from build_beam (M, K, C, tip, wn)
%   meas     struct from load_measurement (f, w, H)
%   outfile  path of the PDF to write
%
%   See also COMPUTE_FRF, PEAK_TABLE.
[w, H] = compute_frf(sys, 2 * pi * 400, 8000);
fig = figure('Units', 'inches', 'Position', [1 1 3.5 2.6], 'Color', 'w', 'Visible', 'off');
ax = axes(fig);
f = w / (2 * pi);                    % plot in Hz
semilogy(ax, f, abs(H), 'k-', 'LineWidth', 1.0);
hold(ax, 'on');
semilogy(ax, meas.f, abs(meas.H), '.', 'Color', [0.85 0.33 0.10], 'MarkerSize', 4);
for k = 1:3
    xline(ax, sys.wn(k) / (2 * pi), ':', sprintf('mode %d', k), 'LabelVerticalAlignment', 'bottom');
end
xlabel(ax, 'Frequency (Hz)');
ylabel(ax, '|H| (m/N)');
legend(ax, {'FE model', 'measured'}, 'Location', 'northeast', 'Box', 'off');
xlim(ax, [0 max(f)]);
grid(ax, 'on');
set(ax, 'FontSize', 8, 'FontName', 'Helvetica');
set(fig, 'PaperUnits', 'inches', 'PaperSize', [3.5 2.6], 'PaperPosition', [0 0 3.5 2.6]);
print(fig, outfile, '-dpdf');
close(fig);
end
