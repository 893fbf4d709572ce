!> Driver: reads config/run.nml, advects (and optionally diffuses) a tracer, writes snapshots.
program sw1d
  use kinds,   only: dp
  use advect,  only: upwind_flux, muscl_flux, advect_step, total_mass
  use diffuse, only: diffuse_step, max_stable_dt
  implicit none

  integer  :: n = 200, nsteps = 1000, out_every = 100
  real(dp) :: length = 1.0_dp, u = 1.0_dp, kappa = 0.0_dp, cfl = 0.5_dp
  character(len=16) :: initial = "gaussian", scheme = "upwind"
  namelist /run/ n, nsteps, out_every, length, u, kappa, cfl, initial, scheme

  real(dp), allocatable :: x(:), q(:), flux(:)
  real(dp) :: dx, dt, m0
  integer  :: i, step, unit

  open(newunit=unit, file="config/run.nml", status="old", action="read")
  read(unit, nml=run)
  close(unit)

  allocate(x(n), q(n), flux(0:n))
  dx = length / n
  x = [((i - 0.5_dp) * dx, i = 1, n)]
  select case (trim(initial))
  case ("gaussian")
     q = exp(-((x - 0.3_dp * length) / (0.05_dp * length))**2)
  case ("step")
     q = merge(1.0_dp, 0.0_dp, x > 0.2_dp * length .and. x < 0.4_dp * length)
  end select

  dt = cfl * dx / abs(u)
  if (kappa > 0.0_dp) dt = min(dt, max_stable_dt(dx, kappa))
  m0 = total_mass(q, dx)
  print '(a, i0, a, es10.3, a, f6.3)', "n = ", n, "  dt = ", dt, "  CFL = ", abs(u) * dt / dx

  do step = 1, nsteps
     if (trim(scheme) == "muscl") then
        call muscl_flux(q, u, n, flux)
     else
        call upwind_flux(q, u, n, flux)
     end if
     call advect_step(q, flux, dt, dx)
     if (kappa > 0.0_dp) call diffuse_step(q, kappa, dt, dx)
     if (mod(step, out_every) == 0) then
        print '(a, i6, a, es12.4)', "step ", step, "  mass error ", total_mass(q, dx) - m0
     end if
  end do
end program sw1d
