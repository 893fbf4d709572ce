function meas = load_measurement(csvfile)
%LOAD_MEASUREMENT  Measured tip receptance exported by the DAQ software.
%   The CSV has three columns: frequency (Hz), Re(H), Im(H) in m/N.
%   meas.w is converted to angular frequency (rad/s) so that it can be
%   compared with compute_frf directly.
if ~exist(csvfile, 'file')
    error('load_measurement:missing', '%s not found (copy the DAQ export into data/)', csvfile);
end
raw = dlmread(csvfile, ',', 1, 0);
if size(raw, 2) ~= 3
    error('load_measurement:columns', '%s: expected 3 columns, got %d', csvfile, size(raw, 2));
end
meas.f = raw(:, 1);
meas.w = 2 * pi * raw(:, 1);
meas.H = raw(:, 2) + 1i * raw(:, 3);
ok = meas.f > 2;                 % below 2 Hz the accelerometer is useless
meas.f = meas.f(ok);
meas.w = meas.w(ok);
meas.H = meas.H(ok);
% coherence-based mask, if the DAQ exported one
[folder, name] = fileparts(csvfile);
cohfile = fullfile(folder, [name '_coh.csv']);
if exist(cohfile, 'file')
    coh = dlmread(cohfile, ',', 1, 0);
    good = interp1(coh(:, 1), coh(:, 2), meas.f, 'nearest', 0) > 0.9;
    meas.f = meas.f(good);
    meas.w = meas.w(good);
    meas.H = meas.H(good);
end
if any(diff(meas.f) <= 0)
    error('load_measurement:order', '%s: frequencies must be increasing', csvfile);
end
end
