package org.cgsuite.core;
import java.math.BigInteger;
public final class RationalNumber$ {
  public static final RationalNumber$ MODULE$ = new RationalNumber$();
  public RationalNumber apply(BigInteger n, BigInteger d) { return RationalNumber.of(n, d); }
  public RationalNumber apply(Integer n, Integer d) { return RationalNumber.of(n.num, d.num); }
  public RationalNumber apply(int n, int d) { return RationalNumber.of(BigInteger.valueOf(n), BigInteger.valueOf(d)); }
}
