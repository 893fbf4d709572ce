package com.lanmao.shop.order

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.Toast
import androidx.fragment.app.Fragment
import com.lanmao.shop.databinding.FragmentOrderDetailBinding

class OrderDetailFragment(private val vm: OrderDetailViewModel) : Fragment() {
    private var _binding: FragmentOrderDetailBinding? = null
    private val binding get() = _binding!!

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
        _binding = FragmentOrderDetailBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        vm.order.observe(viewLifecycleOwner) { order ->
            if (order == null) return@observe
            binding.orderId.text = "订单号 ${order.id}"
            binding.orderStatus.text = order.status
            binding.orderTotal.text = order.totalText
        }
        vm.toast.observe(viewLifecycleOwner) { msg ->
            if (msg != null) Toast.makeText(requireContext(), msg, Toast.LENGTH_SHORT).show()
        }
        binding.buyAgain.setOnClickListener { vm.buyAgain() }
        vm.load(requireArguments().getString("orderId")!!)
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
