program poisson2d
  use params
  use boundary, only: apply_bc, max_error
  use sor, only: sor_sweep, residual
  implicit none
  real(dp), allocatable :: phi(:, :), f(:, :), x(:), y(:)
  real(dp) :: h, res
  integer :: it, i, j, unit

  call read_params('input.nml')
  h = dx()
  allocate(phi(0:nx + 1, 0:ny + 1), f(nx, ny), x(nx), y(ny))
  x = [(real(i - 1, dp) * h, i = 1, nx)]
  y = [(real(j - 1, dp) * h, j = 1, ny)]
  phi = 0.0_dp
  f = 0.0_dp
  call apply_bc(phi, x)

  do it = 1, maxit
    call sor_sweep(phi, f, h, omega)
    if (mod(it, 10) == 0) then
      res = residual(phi, f, h)
      if (res < tol) exit
    end if
  end do
  write(*, '(a, i7, a, es10.3, a, es10.3)') 'iterations:', it, '  residual:', res, &
      '  max error:', max_error(phi, x, y)

  open(newunit=unit, file=trim(outfile), status='replace', action='write')
  do j = 1, ny
    write(unit, '(*(es14.6))') (phi(i, j), i = 1, nx)
  end do
  close(unit)
end program poisson2d
