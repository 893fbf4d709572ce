!> Explicit diffusion of q with constant coefficient kappa (second-order central).
module diffuse
  use kinds, only: dp
  implicit none
  private
  public :: diffuse_step, max_stable_dt

contains

  !> Largest stable explicit time step for diffusion: dx^2 / (2 kappa).
  pure function max_stable_dt(dx, kappa) result(dt)
    real(dp), intent(in) :: dx, kappa
    real(dp) :: dt
    dt = 0.5_dp * dx * dx / kappa
  end function max_stable_dt

  !> q <- q + dt * kappa * d2q/dx2, zero-gradient boundaries.
  subroutine diffuse_step(q, kappa, dt, dx)
    real(dp), intent(inout) :: q(:)
    real(dp), intent(in)    :: kappa, dt, dx
    real(dp), allocatable   :: lap(:)
    integer :: i, n
    n = size(q)
    allocate(lap(n))
    lap(1) = (q(2) - q(1)) / dx**2
    lap(n) = (q(n-1) - q(n)) / dx**2
    do i = 2, n - 1
       lap(i) = (q(i+1) - 2.0_dp * q(i) + q(i-1)) / dx**2
    end do
    q = q + dt * kappa * lap
    deallocate(lap)
  end subroutine diffuse_step

end module diffuse
