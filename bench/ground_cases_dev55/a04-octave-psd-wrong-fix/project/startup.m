% Add the analysis code to the path.
here = fileparts(mfilename('fullpath'));
addpath(fullfile(here, 'src'));
addpath(here);
if exist('OCTAVE_VERSION', 'builtin')
    pkg load signal
end
