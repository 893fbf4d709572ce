function export_results(res, csv_file)
% One row per recording: name, alpha peak, line-noise peak (Hz, 2 decimals).
% Called once per recording by run_analysis; results/<recording>/results.csv.
% Values are written as computed; no rounding happens before this point.
[folder, ~] = fileparts(csv_file);
if ~isempty(folder) && ~exist(folder, 'dir')
    mkdir(folder);
end
if ~ischar(res.name) && ~isstring(res.name)
    error('export_results:name', 'res.name must be text');
end
if ~isfinite(res.peak_alpha) || ~isfinite(res.peak_line)
    warning('export_results:nan', '%s: peak frequency is not finite', res.name);
end
fields = {'name', 'peak_alpha', 'peak_line'};
for k = 1:numel(fields)
    if ~isfield(res, fields{k})
        error('export_results:field', 'missing field %s', fields{k});
    end
end
fid = fopen(csv_file, 'w');
if fid < 0
    error('export_results:open', 'cannot write %s', csv_file);
end
cleanup = onCleanup(@() fclose(fid));
fprintf(fid, 'recording,peak_alpha_hz,peak_line_hz\n');
fprintf(fid, '%s,%.2f,%.2f\n', res.name, res.peak_alpha, res.peak_line);
end
