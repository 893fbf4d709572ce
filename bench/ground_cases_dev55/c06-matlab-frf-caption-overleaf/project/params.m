function p = params()
%PARAMS  Geometry and material of the test cantilever (SI units).
p.L    = 0.300;        % length (m)
p.b    = 0.025;        % width (m)
p.h    = 0.003;        % thickness (m)
p.E    = 69e9;         % Young's modulus, Al 6061 (Pa)
p.rho  = 2700;         % density (kg/m^3)
p.nel  = 40;           % number of beam elements
p.zeta = [0.008 0.006 0.005];   % modal damping of modes 1-3 (from the hammer test)
p.I    = p.b * p.h^3 / 12;
p.A    = p.b * p.h;
end
