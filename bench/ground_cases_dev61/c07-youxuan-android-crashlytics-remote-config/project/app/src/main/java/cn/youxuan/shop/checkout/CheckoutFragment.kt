package cn.youxuan.shop.checkout

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import cn.youxuan.shop.databinding.FragmentCheckoutBinding

class CheckoutFragment : Fragment() {

    private var _binding: FragmentCheckoutBinding? = null
    private val binding get() = _binding!!
    private val vm: CheckoutViewModel by viewModels()

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
        _binding = FragmentCheckoutBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        vm.total.observe(viewLifecycleOwner) { cents ->
            binding.totalText.text = getString(cn.youxuan.shop.R.string.price_fmt, cents / 100.0)
        }
        vm.submitting.observe(viewLifecycleOwner) { busy ->
            binding.payButton.isEnabled = !busy
        }
        binding.payButton.setOnClickListener { vm.submit() }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
