function P = params()
% PARAMS  Physical and numerical parameters of the heated-rod experiment (stainless steel 304).
%   All quantities in SI units unless the name says otherwise.

  % material
  P.k     = 16.2;        % thermal conductivity [W/(m K)]
  P.rho   = 8000;        % density [kg/m^3]
  P.cp    = 500;         % specific heat [J/(kg K)]
  P.alpha = P.k / (P.rho * P.cp);   % diffusivity [m^2/s]

  % geometry
  P.L_mm  = 300;         % rod length [mm]
  P.d_mm  = 10;          % rod diameter [mm]

  % boundary conditions
  P.T_hot  = 373.15;     % heater end [K]
  P.T_amb  = 295.15;     % room [K]
  P.h_conv = 25;         % convective coefficient on the surface [W/(m^2 K)]

  % numerics
  P.nx    = 151;         % grid points along the rod
  P.t_end = 3600;        % simulated time [s]
  P.dt    = 0.5;         % time step [s]
  P.save_every = 60;     % store a profile every 60 steps (30 s)

  % thermocouple positions along the rod [mm]
  P.tc_mm = [25 75 125 175 225 275];
  P.tc_err_K = 0.5;      % type-K thermocouple accuracy after calibration [K]

  % heater (for the energy balance in the appendix)
  P.heater_W = 40;       % nominal heater power [W]
end
