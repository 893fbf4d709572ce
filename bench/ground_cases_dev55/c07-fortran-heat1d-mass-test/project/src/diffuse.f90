! Explicit (FTCS) and Crank-Nicolson steps for u_t = D u_xx on a uniform grid.
! Boundary conditions: bc = 0 Dirichlet (end values held fixed),
!                      bc = 1 Neumann, zero flux (mirror ghost node).
! Build: cd heat1d && python -m numpy.f2py -c ../src/diffuse.f90 -m _diffuse

subroutine ftcs_step(u, n, r, bc)
  implicit none
  integer, intent(in) :: n, bc
  double precision, intent(inout) :: u(n)
  double precision, intent(in) :: r          ! D dt / dx^2, must be <= 1/2
  double precision :: old(n)
  integer :: i
  !f2py intent(in,out) :: u
  old = u
  do i = 2, n - 1
     u(i) = old(i) + r * (old(i - 1) - 2d0 * old(i) + old(i + 1))
  end do
  if (bc == 1) then
     u(1) = old(1) + 2d0 * r * (old(2) - old(1))
     u(n) = old(n) + 2d0 * r * (old(n - 1) - old(n))
  end if
end subroutine ftcs_step

subroutine cn_step(u, n, r, bc)
  ! (I - r/2 L) u_new = (I + r/2 L) u_old, solved with the Thomas algorithm.
  implicit none
  integer, intent(in) :: n, bc
  double precision, intent(inout) :: u(n)
  double precision, intent(in) :: r
  double precision :: a(n), b(n), c(n), d(n), m
  integer :: i
  !f2py intent(in,out) :: u
  a = -0.5d0 * r
  b = 1d0 + r
  c = -0.5d0 * r
  do i = 2, n - 1
     d(i) = u(i) + 0.5d0 * r * (u(i - 1) - 2d0 * u(i) + u(i + 1))
  end do
  if (bc == 1) then
     c(1) = -r
     a(n) = -r
     d(1) = u(1) + r * (u(2) - u(1))
     d(n) = u(n) + r * (u(n - 1) - u(n))
  else
     b(1) = 1d0; c(1) = 0d0; d(1) = u(1)
     a(n) = 0d0; b(n) = 1d0; d(n) = u(n)
  end if
  do i = 2, n
     m = a(i) / b(i - 1)
     b(i) = b(i) - m * c(i - 1)
     d(i) = d(i) - m * d(i - 1)
  end do
  u(n) = d(n) / b(n)
  do i = n - 1, 1, -1
     u(i) = (d(i) - c(i) * u(i + 1)) / b(i)
  end do
end subroutine cn_step
