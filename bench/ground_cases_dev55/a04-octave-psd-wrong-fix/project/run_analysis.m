function res = run_analysis(mat_file)
% Load one recording, preprocess, compute the PSD and the peak frequencies, save figure + CSV.
p = params();
S = load(mat_file);
x = double(S.data);                 % channels x samples
[~, name] = fileparts(mat_file);

x = preprocess(x, p);
[pxx, f] = welch_psd(x, p);
pxx_mean = mean(pxx, 2);

res.name = name;
res.peak_alpha = find_peak_freq(f, pxx_mean, p.alpha_band);
res.peak_line  = find_peak_freq(f, pxx_mean, p.line_freq + [-2 2]);
fprintf('%s: alpha peak %.2f Hz, line peak %.2f Hz\n', name, res.peak_alpha, res.peak_line);

out = fullfile(p.out_dir, name);
if ~exist(out, 'dir'), mkdir(out); end
fig = plot_psd(f, pxx_mean, p, name);
print(fig, fullfile(out, 'psd.pdf'), '-dpdf');
close(fig);
export_results(res, fullfile(out, 'results.csv'));
end
