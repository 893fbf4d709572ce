module sor
  use params, only: dp, nx, ny
  implicit none

contains

  ! One in-place SOR sweep (lexicographic order) for the 5-point Laplacian with source f.
  subroutine sor_sweep(phi, f, h, omega)
    real(dp), intent(inout) :: phi(0:, 0:)
    real(dp), intent(in) :: f(:, :), h, omega
    real(dp) :: gs
    integer :: i, j
    do j = 2, ny - 1
      do i = 1, nx
        gs = 0.25_dp * (phi(i - 1, j) + phi(i + 1, j) + phi(i, j - 1) + phi(i, j + 1) &
                        - h * h * f(i, j))
        phi(i, j) = (1.0_dp - omega) * phi(i, j) + omega * gs
      end do
    end do
  end subroutine sor_sweep

  ! Max-norm of the discrete residual on the interior.
  real(dp) function residual(phi, f, h)
    real(dp), intent(in) :: phi(0:, 0:), f(:, :), h
    integer :: i, j
    real(dp) :: r
    residual = 0.0_dp
    do j = 2, ny - 1
      do i = 2, nx - 1
        r = (phi(i - 1, j) + phi(i + 1, j) + phi(i, j - 1) + phi(i, j + 1) - 4.0_dp * phi(i, j)) &
            / (h * h) - f(i, j)
        residual = max(residual, abs(r))
      end do
    end do
  end function residual

end module sor
