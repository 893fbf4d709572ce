!> Advective fluxes for a scalar q on a uniform 1D grid of n cells.
!>
!> Conventions: cell i spans [x_{i-1/2}, x_{i+1/2}]; flux(i) is the flux through
!> the face between cell i and cell i+1, flux(0) the left domain boundary.
!> Periodic problems pass ghost values through the driver, not here.
module advect
  use kinds, only: dp
  implicit none
  private
  public :: upwind_flux, muscl_flux, advect_step, total_mass

contains

  !> Total mass sum(q) * dx, used by the driver to check conservation.
  pure function total_mass(q, dx) result(m)
    real(dp), intent(in) :: q(:), dx
    real(dp) :: m
    m = sum(q) * dx
  end function total_mass

  !> One forward-Euler step of dq/dt + d(u q)/dx = 0 from face fluxes.
  subroutine advect_step(q, flux, dt, dx)
    real(dp), intent(inout) :: q(:)
    real(dp), intent(in)    :: flux(0:)
    real(dp), intent(in)    :: dt, dx
    integer :: i, n
    n = size(q)
    do i = 1, n
       q(i) = q(i) - dt / dx * (flux(i) - flux(i-1))
    end do
  end subroutine advect_step

  !> minmod(a, b): the smaller slope if both have the same sign, else 0.
  elemental function minmod(a, b) result(m)
    real(dp), intent(in) :: a, b
    real(dp) :: m
    if (a * b <= 0.0_dp) then
       m = 0.0_dp
    else
       m = sign(min(abs(a), abs(b)), a)
    end if
  end function minmod

  !> Second-order MUSCL flux with minmod-limited slopes, u >= 0 or u < 0,
  !> periodic neighbours at the ends.
  subroutine muscl_flux(q, u, n, flux)
    integer,  intent(in)  :: n
    real(dp), intent(in)  :: q(n), u
    real(dp), intent(out) :: flux(0:n)
    real(dp) :: s(n), qe(0:n+1)
    integer :: i
    qe(1:n) = q
    qe(0) = q(n)
    qe(n+1) = q(1)
    do i = 1, n
       s(i) = minmod(qe(i) - qe(i-1), qe(i+1) - qe(i))
    end do
    do i = 1, n - 1
       if (u >= 0.0_dp) then
          flux(i) = u * (q(i) + 0.5_dp * s(i))
       else
          flux(i) = u * (q(i+1) - 0.5_dp * s(i+1))
       end if
    end do
    if (u >= 0.0_dp) then
       flux(n) = u * (q(n) + 0.5_dp * s(n))
    else
       flux(n) = u * (q(1) - 0.5_dp * s(1))
    end if
    flux(0) = flux(n)
  end subroutine muscl_flux
  !> First-order upwind flux for constant velocity u (either sign).
  subroutine upwind_flux(q, u, n, flux)
    integer,  intent(in)  :: n
    real(dp), intent(in)  :: q(n), u
    real(dp), intent(out) :: flux(0:n)
    integer :: i
    if (u >= 0.0_dp) then
       flux(0) = u * q(n)
    else
       flux(0) = u * q(1)
    end if
    do i = 1, n
       if (u >= 0.0_dp) then
          flux(i) = u * q(i)
       else
          flux(i) = u * q(i+1)
       end if
    end do
  end subroutine upwind_flux

end module advect
