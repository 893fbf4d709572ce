function p = params()
% Analysis parameters shared by every script (values as in the Methods section).
p.fs        = 500;          % Hz, after resampling
p.bandpass  = [0.5 45];    % Hz, zero-phase Butterworth
p.bp_order  = 4;
p.win_s     = 5;            % Welch window length (s)
p.overlap   = 0.5;          % fraction
p.nfft      = 2500;         % = win_s * fs, 0.2 Hz resolution
p.alpha_band = [8 13];      % Hz, for the individual alpha peak
p.line_freq = 50;           % Hz (EU mains)
p.out_dir   = 'results';
end
