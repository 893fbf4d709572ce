module kinds
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
end module kinds
