module params
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: pi = 3.141592653589793_dp

  integer :: nx = 129, ny = 129
  real(dp) :: lx = 1.0_dp, ly = 1.0_dp
  real(dp) :: omega = 1.0_dp
  real(dp) :: tol = 1.0e-8_dp
  integer :: maxit = 100000
  character(len=256) :: outfile = 'phi.dat'

  namelist /run/ nx, ny, lx, ly, omega, tol, maxit, outfile

contains

  subroutine read_params(path)
    character(len=*), intent(in) :: path
    integer :: unit, ios
    open(newunit=unit, file=path, status='old', action='read', iostat=ios)
    if (ios /= 0) then
      write(*, '(a)') 'params: cannot open ' // trim(path) // ', using defaults'
      return
    end if
    read(unit, nml=run, iostat=ios)
    if (ios /= 0) stop 'params: bad namelist /run/'
    close(unit)
    if (omega <= 0.0_dp) then
      ! optimal SOR factor for the 5-point Laplacian on a square grid with Dirichlet edges
      omega = 2.0_dp / (1.0_dp + sin(pi / real(nx - 1, dp)))
      write(*, '(a, f8.5)') 'params: using optimal omega = ', omega
    end if
  end subroutine read_params

  real(dp) function dx()
    dx = lx / real(nx - 1, dp)
  end function dx

end module params
