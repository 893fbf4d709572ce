module boundary
  use params, only: dp, pi, nx, ny
  implicit none

contains

  ! Dirichlet data for the test problem: phi = sin(pi x) on the top edge, zero elsewhere.
  subroutine apply_bc(phi, x)
    real(dp), intent(inout) :: phi(0:, 0:)
    real(dp), intent(in) :: x(:)
    integer :: i
    phi(1, :) = 0.0_dp
    phi(nx, :) = 0.0_dp
    phi(:, 1) = 0.0_dp
    do i = 1, nx
      phi(i, ny) = sin(pi * x(i))
    end do
  end subroutine apply_bc

  ! Exact solution of Laplace's equation for that boundary data (unit square).
  real(dp) function exact(x, y)
    real(dp), intent(in) :: x, y
    exact = sin(pi * x) * sinh(pi * y) / sinh(pi)
  end function exact

  ! Maximum error against the exact solution on the interior points.
  real(dp) function max_error(phi, x, y)
    real(dp), intent(in) :: phi(0:, 0:), x(:), y(:)
    integer :: i, j
    max_error = 0.0_dp
    do j = 2, ny - 1
      do i = 2, nx - 1
        max_error = max(max_error, abs(phi(i, j) - exact(x(i), y(j))))
      end do
    end do
  end function max_error

end module boundary
